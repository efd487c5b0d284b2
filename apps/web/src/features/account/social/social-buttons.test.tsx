import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { clearQueryCache } from '../../../lib/use-query';
import { stubApi } from '../../../test/fetch-stub';
import type { ProviderToken } from './api';
import { SocialButtons } from './social-buttons';

/** The providers' scripts are caught as they are added (nothing is fetched) and "load" when a test says. */
let scripts: HTMLScriptElement[] = [];
beforeEach(() => {
  scripts = [];
  const append = document.head.appendChild.bind(document.head);
  vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
    if (node instanceof HTMLScriptElement) {
      scripts.push(node);
      return node;
    }
    return append(node);
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  clearQueryCache();
  delete window.google;
  delete window.FB;
});
const scriptFrom = (src: string) => scripts.find((s) => s.src === src);

const renderButtons = (onToken: Mock<(token: ProviderToken) => Promise<'moved-on' | void>> = vi.fn(async () => undefined)) => {
  render(
    <MemoryRouter>
      <SocialButtons onToken={onToken} busy={false} />
    </MemoryRouter>,
  );
  return onToken;
};

describe('SocialButtons with real providers (issue 34)', () => {
  it("loads Google Identity Services only when Google is offered, draws Google's button and hands its ID token on", async () => {
    stubApi({ 'get-sign-in-providers': { success: true, data: [{ provider: 'google', client_id: 'cid.apps.googleusercontent.com', development: false }] } });
    const onToken = renderButtons();
    await waitFor(() => expect(scriptFrom('https://accounts.google.com/gsi/client')).toBeTruthy());
    let callback: ((r: { credential?: string }) => void) | undefined;
    const id = { initialize: vi.fn((o: { callback: typeof callback }) => (callback = o.callback)), renderButton: vi.fn(), prompt: vi.fn() };
    window.google = { accounts: { id } };
    scriptFrom('https://accounts.google.com/gsi/client')?.onload?.(new Event('load'));
    await waitFor(() => expect(id.renderButton).toHaveBeenCalled());
    expect(id.initialize).toHaveBeenCalledWith(expect.objectContaining({ client_id: 'cid.apps.googleusercontent.com' }));
    expect(id.prompt).toHaveBeenCalled();
    callback?.({ credential: 'header.payload.signature' });
    expect(onToken).toHaveBeenCalledWith({ provider: 'google', accessToken: 'header.payload.signature' });
    expect(scripts.map((s) => s.src)).toEqual(['https://accounts.google.com/gsi/client']);
  });

  it("opens Facebook's login on a tap and hands on its access token; a closed dialog says so", async () => {
    stubApi({ 'get-sign-in-providers': { success: true, data: [{ provider: 'facebook', client_id: '4242424242', development: false }] } });
    const onToken = renderButtons();
    const button = await screen.findByRole('button', { name: 'Continue with Facebook' });
    let answer: { authResponse: { accessToken: string } | null } = { authResponse: { accessToken: 'EAAB-token' } };
    const sdk = { init: vi.fn(), login: vi.fn((cb: (r: typeof answer) => void) => cb(answer)) };
    fireEvent.click(button);
    await waitFor(() => expect(scriptFrom('https://connect.facebook.net/en_US/sdk.js')).toBeTruthy());
    window.FB = sdk;
    scriptFrom('https://connect.facebook.net/en_US/sdk.js')?.onload?.(new Event('load'));
    await waitFor(() => expect(onToken).toHaveBeenCalledWith({ provider: 'facebook', accessToken: 'EAAB-token' }));
    expect(sdk.init).toHaveBeenCalledWith(expect.objectContaining({ appId: '4242424242' }));
    answer = { authResponse: null };
    fireEvent.click(button);
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', expect.stringContaining('Sign-in with Facebook was cancelled.'));
  });

  it('keeps the development sheet open while its token is used, and closes it only when the screen stays', async () => {
    stubApi({
      'get-sign-in-providers': { success: true, data: [{ provider: 'google', client_id: null, development: true }] },
      'dev/sign-in-token': { success: true, data: { accessToken: 'keka-dev.token' } },
    });
    let settle: (outcome: 'moved-on' | undefined) => void = () => undefined;
    const onToken = vi.fn((_token: ProviderToken) => new Promise<'moved-on' | undefined>((resolve) => (settle = resolve)));
    renderButtons(onToken);
    const open = async () => {
      fireEvent.click(await screen.findByRole('button', { name: /Continue with Google/ }));
      fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Asha Rao' } });
      fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'asha@example.test' } });
      fireEvent.click(screen.getByRole('button', { name: 'Continue as this person' }));
      await waitFor(() => expect(onToken).toHaveBeenCalledWith({ provider: 'google', accessToken: 'keka-dev.token' }));
    };
    await open();
    // Still open and busy while signing in: closing now would step the history back over the sign-in's move.
    expect(screen.getByRole('button', { name: 'Continue as this person' })).toHaveProperty('disabled', true);
    settle('moved-on');
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('button', { name: 'Continue as this person' })).not.toBeNull();
    cleanup();
    clearQueryCache();
    renderButtons(onToken);
    await open();
    settle(undefined);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Continue as this person' })).toBeNull());
  });

  it('shows nothing when the server offers no provider', async () => {
    stubApi({ 'get-sign-in-providers': { success: true, data: [] } });
    const { container } = render(
      <MemoryRouter>
        <SocialButtons onToken={vi.fn()} busy={false} />
      </MemoryRouter>,
    );
    await new Promise((r) => setTimeout(r, 20));
    expect(container.textContent).toBe('');
  });
});
