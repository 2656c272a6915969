/**
 * The reference page's one stylesheet, served beside it: the CSP (style-src 'self') allows no
 * inline style. Text and borders at 4.5:1 or more on white; the contents are not printed.
 */
export const REFERENCE_STYLESHEET = `
body { font-family: system-ui, sans-serif; line-height: 1.5; color: #1a1a1a; background: #fff;
  margin: 0 auto; max-width: 72rem; padding: 1rem; }
code { font-family: ui-monospace, monospace; }
.method { display: inline-block; min-width: 4.5rem; font-weight: 700; }
table { border-collapse: collapse; width: 100%; margin: 0.5rem 0 1rem; }
caption { text-align: left; font-weight: 600; padding: 0.25rem 0; }
th, td { border: 1px solid #767676; padding: 0.25rem 0.5rem; text-align: left; vertical-align: top; }
thead th { background: #f0f0f0; }
section > section { border-top: 1px solid #767676; margin-top: 1.5rem; }
a { color: #0645ad; }
a:focus-visible { outline: 3px solid #0645ad; outline-offset: 2px; }
@media print { nav { display: none; } section > section { break-inside: avoid-page; } }
`;
