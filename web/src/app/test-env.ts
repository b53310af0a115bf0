/**
 * Run before every web test file (jest.config.js): react-router needs `TextEncoder`, which jsdom
 * lacks, and the assertions use jest-dom's matchers.
 */
import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
