import { afterAll, afterEach } from '@jest/globals';
import { closeProfilesOfTest, closeSharedBrowser } from './browser.js';

// The browser tier's setupFilesAfterEnv: after each test, the browser profiles it left open are closed; after the
// file's last test (and every harness's own afterAll), the Chromium its harnesses shared.
afterEach(() => closeProfilesOfTest());
afterAll(() => closeSharedBrowser());
