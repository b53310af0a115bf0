import { siteConfig } from '@/config';

/** Props of {@link Footer}. */
export interface FooterProps {
  /** The line shown. @default siteConfig.copyright */
  text?: string;
}

/** One line of copyright under the content. */
export function Footer({ text = siteConfig.copyright }: FooterProps) {
  return <footer className="app-footer">{text}</footer>;
}
