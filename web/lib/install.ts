import { useSyncExternalStore } from 'react';

/** Chrome's install prompt event (not in TypeScript's DOM types). */
interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export interface InstallState {
  /** The browser offered to install (beforeinstallprompt): show an Install button. */
  canPrompt: boolean;
  /** iOS Safari, not yet on the home screen: it has no prompt, so say how ('Add to Home Screen'). */
  iosHint: boolean;
}

/** Where web/index.html's inline listener keeps an offer made before this module ran. */
declare global {
  interface Window {
    __atelierInstallPrompt?: Event | null;
  }
}

let deferred: BeforeInstallPromptEvent | null = null;
let state: InstallState = { canPrompt: false, iosHint: false };
const listeners = new Set<() => void>();

function set(next: InstallState) {
  state = next;
  listeners.forEach((listener) => listener());
}

function isStandalone(): boolean {
  return (
    window.matchMedia('(display-mode: standalone)').matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

/** iPhone, iPad (iPadOS reports a Mac with touch) in Safari; other iOS browsers cannot add to the home screen the same way. */
function isIosSafari(): boolean {
  const ua = navigator.userAgent;
  const ios = /iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && navigator.maxTouchPoints > 1);
  return ios && /Safari/.test(ua) && !/CriOS|FxiOS|EdgiOS|OPiOS/.test(ua);
}

function offered(event: Event) {
  event.preventDefault(); // keep it for our own button instead of the mini-infobar
  deferred = event as BeforeInstallPromptEvent;
  window.__atelierInstallPrompt = null;
  set({ ...state, canPrompt: true });
}

/**
 * Takes the install offer web/index.html's inline listener kept (Chromium often makes it before
 * the app's scripts run: issue 27, point 7), then listens for later ones, and works out whether to
 * show the iOS hint. Call once from the browser entry.
 */
export function watchInstallPrompt(): void {
  if (isStandalone()) return;
  set({ canPrompt: false, iosHint: isIosSafari() });
  const early = window.__atelierInstallPrompt;
  if (early) offered(early);
  window.addEventListener('beforeinstallprompt', offered);
  window.addEventListener('appinstalled', () => {
    deferred = null;
    window.__atelierInstallPrompt = null;
    set({ canPrompt: false, iosHint: false });
  });
}

/** Shows the browser's install dialog; the offer can be used once. */
export async function promptInstall(): Promise<void> {
  const event = deferred;
  if (!event) return;
  deferred = null;
  set({ ...state, canPrompt: false });
  await event.prompt();
  await event.userChoice;
}

const SERVER_STATE: InstallState = { canPrompt: false, iosHint: false };

export function useInstallState(): InstallState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    () => SERVER_STATE,
  );
}
