/**
 * The phone layout's own parts, loaded with `import()` only where the screen is narrower than the
 * phone breakpoint: its header (one menu holding the header's items) and its sidebar drawer. A
 * desktop does without their code.
 */
export { PhoneHeader } from './header/phone-header';
export { SidebarDrawer } from './sidebar-drawer';
