/**
 * The providers' own browser scripts (issue 34), loaded only when a sign-in screen shows their button:
 * Google Identity Services (its button gives an ID token) and Facebook's JavaScript SDK (FB.login gives
 * an access token). Neither is ever part of a first screen.
 */

interface GoogleId {
  initialize(options: { client_id: string; callback: (response: { credential?: string }) => void; ux_mode?: 'popup'; use_fedcm_for_prompt?: boolean }): void;
  renderButton(parent: HTMLElement, options: Record<string, string | number>): void;
  prompt(): void;
}
interface FacebookSdk {
  init(options: { appId: string; version: string; cookie?: boolean; xfbml?: boolean }): void;
  login(callback: (response: { authResponse?: { accessToken?: string } | null; status?: string }) => void, options: { scope: string }): void;
}
declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleId } };
    FB?: FacebookSdk;
  }
}

const loaded = new Map<string, Promise<void>>();

function loadScript(src: string): Promise<void> {
  let promise = loaded.get(src);
  if (!promise) {
    promise = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        loaded.delete(src);
        script.remove();
        reject(new Error(`${src} could not be loaded`));
      };
      document.head.appendChild(script);
    });
    loaded.set(src, promise);
  }
  return promise;
}

/** Draws Google's own button into `parent` and offers One Tap; each sign-in hands its ID token to `onToken`. */
export async function renderGoogleButton(parent: HTMLElement, clientId: string, onToken: (idToken: string) => void, locale: string, oneTap: boolean): Promise<void> {
  await loadScript('https://accounts.google.com/gsi/client');
  const id = window.google?.accounts?.id;
  if (!id) throw new Error('Google Identity Services did not start');
  id.initialize({ client_id: clientId, ux_mode: 'popup', use_fedcm_for_prompt: true, callback: (response) => response.credential && onToken(response.credential) });
  id.renderButton(parent, { type: 'standard', theme: 'outline', size: 'large', text: 'continue_with', shape: 'pill', width: Math.min(parent.clientWidth || 320, 400), locale });
  if (oneTap) id.prompt();
}

let facebookReady: Promise<FacebookSdk> | null = null;

/** Facebook's login dialog; the access token, or null when the person closed it. */
export async function facebookLogin(appId: string): Promise<string | null> {
  facebookReady ??= loadScript('https://connect.facebook.net/en_US/sdk.js').then(() => {
    const sdk = window.FB;
    if (!sdk) throw new Error('Facebook SDK did not start');
    sdk.init({ appId, version: 'v21.0', cookie: false, xfbml: false });
    return sdk;
  });
  const sdk = await facebookReady.catch((error: unknown) => {
    facebookReady = null;
    throw error;
  });
  return new Promise((resolve) => sdk.login((response) => resolve(response.authResponse?.accessToken ?? null), { scope: 'public_profile,email' }));
}
