/**
 * Setup of the "storybook" Vitest project (stories with play functions run as browser tests).
 * Since Storybook 10.3, @storybook/addon-vitest applies the preview annotations
 * (.storybook/preview.tsx, a11y included) by itself. Do not call the project-annotations setter
 * here: the plugin looks for its name in this file and then stops applying them. Put test-only
 * setup for stories below.
 */
export {};
