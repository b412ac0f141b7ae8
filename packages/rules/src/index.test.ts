import { describe, it, expect } from 'vitest';
import * as rules from './index.ts';

// The entry point must re-export every module; one name from each stands for its module.
describe('index', () => {
  it.each([
    'compareVersion',
    'findChannel',
    'TOAST_MS',
    'dropContainedDuplicates',
    'processImageUrl',
    'maskSensitive',
    'formatPrice',
    'createTapCounter',
    'textLength',
    'relativeTime',
    'isValidPhone',
    'checkAnswers',
    'createTextScreener',
  ])('exports %s', (name) => expect(rules).toHaveProperty(name));
});
