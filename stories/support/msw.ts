import { delay, HttpResponse, http } from 'msw';

/**
 * Story parameters that override one read of the demo world: it never answers (the screen's
 * loading state) or it fails with a 500 (the screen's failure text). `path` as MSW matches it,
 * e.g. '*\/api/orders/saved/:id'.
 */
export const neverAnswers = (path: string) => ({
  msw: {
    handlers: [
      http.get(path, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    ],
  },
});

export const answers500 = (path: string, method: 'get' | 'post' = 'get') => ({
  msw: {
    handlers: [http[method](path, () => HttpResponse.json({ errorMessage: 'Error' }, { status: 500 }))],
  },
});
