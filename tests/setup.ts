import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

// Unmount what a component test rendered, so tests do not see each other's DOM.
afterEach(() => cleanup());
