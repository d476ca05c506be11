import type { Config } from 'tailwindcss';

// Loaded by src/index.css through `@config`; the one place for theme colours.
// Every text/background pair used by the UI keeps WCAG AA contrast (≥ 4.5:1 for body text):
// white on `brand` is 5.7:1, `muted` on `background` 7.9:1, `brand-soft` on `background` 10:1.
export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        background: '#101116',
        surface: '#1a1c24',
        'surface-raised': '#232633',
        border: '#2e3242',
        muted: '#a3a8bd',
        brand: { DEFAULT: '#7c3aed', strong: '#6d28d9', soft: '#c4b5fd' },
      },
    },
  },
} satisfies Config;
