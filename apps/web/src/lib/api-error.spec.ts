import { describe, expect, it } from 'vitest';
import { apiErrorMessage, apiFieldIssues } from './api-error';

describe('apiErrorMessage', () => {
  it('reads the error text of an RTK Query error with an api body', () => {
    expect(apiErrorMessage({ status: 429, data: { error: 'Too many attempts. Try again in 40 seconds.' } })).toBe(
      'Too many attempts. Try again in 40 seconds.',
    );
  });

  it('is undefined for network failures, blank messages and odd shapes', () => {
    expect(apiErrorMessage({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBeUndefined();
    expect(apiErrorMessage({ status: 500, data: { error: '  ' } })).toBeUndefined();
    expect(apiErrorMessage({ status: 500, data: '<html>' })).toBeUndefined();
    expect(apiErrorMessage(null)).toBeUndefined();
  });
});

describe('apiFieldIssues', () => {
  it('reads the fields a 400 names, and nothing from other answers', () => {
    const issue = { path: 'targetDays.1', message: "Target day must be after milestone 1's day 9" };
    expect(apiFieldIssues({ status: 400, data: { error: issue.message, details: [issue, { path: 1 }] } })).toEqual([
      issue,
    ]);
    expect(apiFieldIssues({ status: 400, data: { error: 'Bad', details: { issues: [issue] } } })).toEqual([]);
    expect(apiFieldIssues({ status: 404, data: { error: 'No active quest.', details: [issue] } })).toEqual([]);
    expect(apiFieldIssues({ status: 'FETCH_ERROR', error: 'TypeError' })).toEqual([]);
  });
});
