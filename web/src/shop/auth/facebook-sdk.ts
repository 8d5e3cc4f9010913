/**
 * The Facebook JavaScript SDK, loaded only when the shop has Facebook login enabled (the button mounts),
 * or when a shopper who signed in with Facebook logs out. Only the few calls the shop uses are typed.
 */
export interface FacebookAuthResponse {
  accessToken: string;
}

export interface FacebookStatus {
  status: 'connected' | 'not_authorized' | 'unknown';
  authResponse?: FacebookAuthResponse | null;
}

export interface FacebookSdk {
  init(options: { appId: string; cookie?: boolean; xfbml?: boolean; version: string }): void;
  login(callback: (response: FacebookStatus) => void, options?: { scope: string }): void;
  logout(callback: () => void): void;
  getLoginStatus(callback: (response: FacebookStatus) => void): void;
}

declare global {
  interface Window {
    FB?: FacebookSdk;
    fbAsyncInit?: () => void;
  }
}

export const FACEBOOK_SDK_ID = 'facebook-jssdk';
const GRAPH_VERSION = 'v19.0';
/** Spec 9: social login asks for the public profile and the e-mail. */
export const FACEBOOK_SCOPE = 'public_profile,email';

/** The SDK's locale for a UI locale (en-US -> en_US). */
function sdkLocale(locale: string): string {
  return locale.replace('-', '_');
}

let loading: Promise<FacebookSdk> | undefined;

/** Loads the SDK once per page and initialises it with the shop's app id. */
export function loadFacebookSdk(appId: string, locale = 'en-US'): Promise<FacebookSdk> {
  if (loading) return loading;
  loading = new Promise<FacebookSdk>((resolve, reject) => {
    if (window.FB) {
      window.FB.init({ appId, cookie: true, xfbml: false, version: GRAPH_VERSION });
      resolve(window.FB);
      return;
    }
    window.fbAsyncInit = () => {
      window.FB!.init({ appId, cookie: true, xfbml: false, version: GRAPH_VERSION });
      resolve(window.FB!);
    };
    const script = document.createElement('script');
    script.id = FACEBOOK_SDK_ID;
    script.async = true;
    script.defer = true;
    script.crossOrigin = 'anonymous';
    script.src = `https://connect.facebook.net/${sdkLocale(locale)}/sdk.js`;
    script.onerror = () => {
      loading = undefined;
      script.remove();
      reject(new Error('The Facebook SDK could not be loaded'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

/** Asks Facebook for a user access token: the token, or undefined when the shopper cancelled. */
export function facebookLogin(sdk: FacebookSdk): Promise<string | undefined> {
  return new Promise((resolve) => {
    sdk.login((response) => resolve(response.authResponse?.accessToken ?? undefined), { scope: FACEBOOK_SCOPE });
  });
}

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([promise, new Promise<T>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms))]);
}

/**
 * Logs the shopper out of Facebook too (spec 4: the social-login flag makes logout do so). Best effort
 * and bounded: a blocked or slow SDK never holds up the shop's own logout.
 */
export async function facebookLogout(appId: string, timeoutMs = 3000): Promise<void> {
  try {
    const sdk = await within(loadFacebookSdk(appId), timeoutMs);
    await within(
      new Promise<void>((resolve) => sdk.getLoginStatus((status) => (status.status === 'connected' ? sdk.logout(() => resolve()) : resolve()))),
      timeoutMs,
    );
  } catch {
    // Facebook unreachable: the shop's session ends all the same.
  }
}
