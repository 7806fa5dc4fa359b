import { errorMessage, FALLBACK_MESSAGES, isErrorMessage, successMessage } from './account-messages';

it.each([
  ['Login failed. Please try again.', true],
  ['Too many FAILED login attempts.', true],
  ['Error saving', true],
  ['A server error occurred', true],
  ['Verification code sent to your email!', false],
  ['Invalid email or password.', false],
])('"%s" is styled as an error: %s', (message, expected) => {
  expect(isErrorMessage(message)).toBe(expected);
});

it('prefers the server message of an error, else the fallback', () => {
  expect(errorMessage({ status: 409, data: { statusCode: 409, message: 'Taken.' } }, FALLBACK_MESSAGES.login)).toBe(
    'Taken.',
  );
  expect(errorMessage({ status: 400, data: { message: ['First.', 'Second.'] } }, 'x')).toBe('First.');
  expect(errorMessage({ status: 500, data: { message: '  ' } }, FALLBACK_MESSAGES.verify)).toBe(
    FALLBACK_MESSAGES.verify,
  );
  expect(errorMessage({ status: 'PARSING_ERROR', data: '<html>' }, FALLBACK_MESSAGES.resetRequest)).toBe(
    FALLBACK_MESSAGES.resetRequest,
  );
  expect(errorMessage({ status: 'FETCH_ERROR', error: 'TypeError' }, FALLBACK_MESSAGES.registerRequest)).toBe(
    'Registration request failed. Please try again.',
  );
});

it('prefers the server message of a success, else the spec text', () => {
  expect(successMessage({ success: true, message: 'Sent!' }, 'fallback')).toBe('Sent!');
  expect(successMessage({ success: true }, 'Account created successfully!')).toBe('Account created successfully!');
});
