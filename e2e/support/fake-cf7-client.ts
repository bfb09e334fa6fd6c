import type { APIRequestContext } from '@playwright/test';

import type { FakeCf7Mode, ReceivedRequest } from '../servers/fake-cf7';

/** Drives the fake Contact Form 7 that playwright.config.ts starts. */
export const CF7_URL = `http://127.0.0.1:${Number(process.env.E2E_CF7_PORT ?? 3211)}`;

export function fakeCf7(request: APIRequestContext) {
  const post = async (path: string, data?: unknown) => {
    const response = await request.post(`${CF7_URL}${path}`, data === undefined ? {} : { data });
    if (!response.ok()) throw new Error(`fake CF7 ${path}: ${response.status()} ${await response.text()}`);
  };
  return {
    reset: () => post('/__reset'),
    setMode: (mode: FakeCf7Mode, delayMs?: number) => post('/__mode', { mode, delayMs }),
    release: () => post('/__release'),
    received: async () => (await (await request.get(`${CF7_URL}/__received`)).json()) as ReceivedRequest[],
    mails: async () => (await (await request.get(`${CF7_URL}/__mails`)).json()) as ReceivedRequest[],
  };
}
