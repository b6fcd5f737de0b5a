/** A notification mail's unsubscribe page (issue 48): opening it asks nothing; its button posts the token. */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UNSUBSCRIBE } from '../../../contracts/form-messages';
import { renderScreen, stubFetch } from '../../test/render';
import { UnsubscribePage } from './UnsubscribePage';

const TOKEN = 'a-token-from-the-mail';

/** The server's unsubscribe route answers `answer`; every call is recorded. */
function serve(answer: { status: number; body: unknown }) {
  const { fetch, calls } = stubFetch(() => answer);
  vi.stubGlobal('fetch', fetch);
  return calls;
}

const open = (url = `/unsubscribe?token=${TOKEN}`) => renderScreen(<UnsubscribePage />, { path: '/unsubscribe', url });
const done = { status: 200, body: { message: UNSUBSCRIBE.done, code: 'unsubscribe.done' } };

describe('the unsubscribe page', () => {
  it('asks the server nothing on opening; the button posts the token from the address and says it is done', async () => {
    const calls = serve(done);
    open();
    const button = await screen.findByRole('button', { name: 'Unsubscribe' });
    expect(screen.getByText(/You get an e-mail when staff revoke one of your achievements/)).toBeInTheDocument();
    expect(calls).toEqual([]);
    await userEvent.click(button);
    expect(await screen.findByText(UNSUBSCRIBE.done)).toBeInTheDocument();
    expect(calls.map(({ url, init }) => [url, init?.method, init?.body])).toEqual([
      ['/api/front/unsubscribe', 'POST', JSON.stringify({ token: TOKEN })],
    ]);
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal of a dead link, and a link without a token as not valid", async () => {
    serve({ status: 422, body: { message: UNSUBSCRIBE.expired, errors: { token: [UNSUBSCRIBE.expired] } } });
    const view = open();
    await userEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(UNSUBSCRIBE.expired);
    view.unmount();

    const calls = serve(done);
    open('/unsubscribe');
    expect(await screen.findByRole('alert')).toHaveTextContent(UNSUBSCRIBE.invalid);
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
