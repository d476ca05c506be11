import type { Config } from 'tailwindcss';

// Loaded by src/index.css through `@config`; the one place for theme colours.
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
        brand: { DEFAULT: '#8b5cf6', strong: '#7c3aed', soft: '#c4b5fd' },
      },
    },
  },
} satisfies Config;
