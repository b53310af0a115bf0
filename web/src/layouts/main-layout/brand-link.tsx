import { Link } from 'react-router-dom';
import { BrandLogo } from '@/components/brand-logo/brand-logo';
import { siteConfig } from '@/config';
import './brand-link.css';

/** Props of {@link BrandLink}. */
export interface BrandLinkProps {
  /** Where it sits: its own spacing and colours. */
  className: string;
  /** The short site name beside the logo. */
  named: boolean;
}

/** The logo linking to `/`, named by the site's name: atop the sidebar, or first in the header when the menu is there. */
export function BrandLink({ className, named }: BrandLinkProps) {
  return (
    <Link to="/" className={`app-brand ${className}`} aria-label={siteConfig.siteName}>
      <BrandLogo size={28} />
      {named && <span className="app-brand__name">{siteConfig.shortName}</span>}
    </Link>
  );
}
