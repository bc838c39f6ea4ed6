import { afterEach } from '@jest/globals';
import { closeProfilesOfTest } from './browser.js';

// The browser tier's setupFilesAfterEnv: after each test, the browser profiles it left open are closed.
afterEach(() => closeProfilesOfTest());
