import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: [
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    'msw-storybook-addon',
  ],
  // The demo world's service worker from public/ (demoWorker.js, which runs mockServiceWorker.js).
  staticDirs: ['../public'],
  typescript: { reactDocgen: 'react-docgen' },
  async viteFinal(viteConfig) {
    // Same aliases as tsconfig.json, so stories work with or without the app's vite config.
    const alias = {
      '@': fileURLToPath(new URL('../src', import.meta.url)),
      '@mocks': fileURLToPath(new URL('../mocks', import.meta.url)),
    };
    viteConfig.resolve = viteConfig.resolve ?? {};
    const existing = viteConfig.resolve.alias;
    viteConfig.resolve.alias = Array.isArray(existing)
      ? [...existing, ...Object.entries(alias).map(([find, replacement]) => ({ find, replacement }))]
      : { ...(existing ?? {}), ...alias };
    // The app's TanStack Router plugin (route generation, code splitting) has no place in
    // Storybook: stories never import routes, and it would rewrite src/routeTree.gen.ts.
    viteConfig.plugins = (viteConfig.plugins ?? []).flat(Number.POSITIVE_INFINITY).filter((plugin) => {
      const name = plugin && typeof plugin === 'object' && 'name' in plugin ? String(plugin.name) : '';
      return !name.startsWith('tanstack-router') && !name.startsWith('tanstack:router');
    });
    return viteConfig;
  },
};

export default config;
