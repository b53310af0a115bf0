/** What the demo pages share: the page frame and the code block with its copy button. */
export { CodeBlock, type CodeBlockProps } from './code-block';
export { DemoPage, type DemoPageProps, type DemoTexts, demoPageOf } from './demo-page';
