import { createStoryWorld, scenarioHandlers } from '@mocks/scenarios.ts';
import { customerView } from '@mocks/world/views.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { NETWORK_MESSAGES } from '@/domain/messages.ts';
import { CATALOGUE_MESSAGES } from '@/features/sale/catalogue/LoadMore.tsx';
import type { SessionUser } from '@/session/session.ts';
import { AppStory, storySeller } from '../support/AppStory.tsx';
import { pullNetwork } from '../support/network.ts';

/** The demo world's seller (with the store's price lists and flags) and its member, Camila Rojas. */
const { world } = createStoryWorld();
const user = storySeller as SessionUser;
const member = customerView(world.state.customers.find((c) => c.id === 1)!);

const meta = {
  title: 'Screens/Compra',
  component: AppStory,
  parameters: {
    layout: 'fullscreen',
  },
  args: { path: '/compra', session: { user }, sale: { buyType: 'socio', customer: member } },
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A member's catalogue: featured slider, products with club/bulk/sellout prices, cart button. */
export const Member: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByRole(
      'article',
      { name: 'Cerveza Cristal Lata 470 cc' },
      { timeout: 15000 },
    );
    await userEvent.click(within(card).getByRole('button', { name: /^Agregar .* al carro$/ }));
    await expect(await canvas.findByRole('button', { name: 'Carro, 1 producto' })).toBeVisible();
  },
};

export const NonMember: Story = {
  args: {
    sale: { buyType: 'no-socio', customer: customerView(world.state.customers.find((c) => c.id === 2)!) },
  },
};

/** Skeletons sized like the cards while the first page loads. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/products', async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
        http.get('*/api/popular-products', async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
      ],
    },
  },
};

/** The first page failed: Recargar / Volver al inicio. */
export const ServerError: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/products', () => HttpResponse.json({ errorMessage: 'Error' }, { status: 500 })),
        http.get('*/api/popular-products', () =>
          HttpResponse.json({ errorMessage: 'Error' }, { status: 500 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'Ha ocurrido un error cargando la información',
        {},
        { timeout: 15000 },
      ),
    ).toBeVisible();
  },
};

/**
 * A search with no network: it cannot be asked, so it says so with Reintentar instead of
 * placeholder cards for ever; it runs by itself when the network is back.
 */
export const SearchOffline: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('article', {}, { timeout: 15000 });
    pullNetwork();
    await userEvent.type(canvas.getByLabelText('Buscar por nombre, SKU o EAN'), 'torobayo');
    await expect(await canvas.findByText(NETWORK_MESSAGES.searchOffline)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  },
};

/** "Cargar más productos" fails: its message, and the button stays to try again. */
export const LoadMoreError: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/products', ({ request }) =>
          new URL(request.url).searchParams.get('offset') !== '0'
            ? HttpResponse.json({ errorMessage: 'Error' }, { status: 500 })
            : undefined,
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Cargar más productos' }, { timeout: 15000 }),
    );
    await expect(await canvas.findByText('Ha ocurrido un error al cargar más productos.')).toBeVisible();
  },
};

/**
 * "Cargar más productos" with no network: said beside the button (a calm status, not an error);
 * the page is asked by itself when the network is back.
 */
export const LoadMoreOffline: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const more = await canvas.findByRole('button', { name: 'Cargar más productos' }, { timeout: 15000 });
    pullNetwork();
    // The standing offline bar first: it moves the screen, and the tap scrolls to the button after it.
    await expect(await canvas.findByText(NETWORK_MESSAGES.offline, {}, { timeout: 10000 })).toBeVisible();
    await userEvent.click(more);
    await expect(await canvas.findByText(CATALOGUE_MESSAGES.loadMoreOffline)).toBeVisible();
  },
};

/** Inside the SmartPOS app with a camera: the camera button shows. */
export const TerminalWithCamera: Story = {
  args: { terminal: { kind: 'smartPos' } },
};

/**
 * A store with 20,000 products (scenario catalogue-20000), four pages loaded: from 60 products
 * the list is virtualised, so only the rows on screen are in the DOM.
 */
export const LargeCatalogue: Story = {
  parameters: { msw: { handlers: scenarioHandlers('catalogue-20000') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('article', { name: 'Cerveza Cristal Lata 470 cc' }, { timeout: 15000 });
    const loaded = () =>
      Number(canvasElement.querySelector('[data-products]')?.getAttribute('data-products') ?? 0);
    for (let page = 2; page <= 4; page += 1) {
      await userEvent.click(canvas.getByRole('button', { name: 'Cargar más productos' }));
      await waitFor(
        () => expect(Math.max(loaded(), canvas.queryAllByRole('article').length)).toBe(page * 20),
        { timeout: 15000 },
      );
    }
    // The virtualised rows download when the list grows long (a few pages show meanwhile).
    await waitFor(() => expect(loaded()).toBe(80), { timeout: 15000 });
    await expect(canvas.getAllByRole('article').length).toBeLessThan(loaded());
    // The picture is of the top of the list: each click scrolled "Cargar más" into view, and
    // where the page stopped depended on when the virtualised rows grew (the picture varied).
    const active = canvasElement.ownerDocument.activeElement;
    if (active instanceof HTMLElement) active.blur();
    canvasElement.ownerDocument.scrollingElement?.scrollTo(0, 0);
    for (const el of canvasElement.querySelectorAll<HTMLElement>('*')) if (el.scrollTop > 0) el.scrollTop = 0;
    await waitFor(() =>
      expect(canvas.getByRole('article', { name: 'Cerveza Cristal Lata 470 cc' })).toBeVisible(),
    );
  },
};
