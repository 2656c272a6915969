// Apart from branding.ts, whose schema would bring zod into the login screen's first load.
export const PRODUCT_TITLE = 'Pragati';
