/// <reference types="vite/client" />

/** The theme's CSS variables, generated at build time by build/mantine-theme-css.ts. */
declare module 'virtual:mantine-theme.css';
