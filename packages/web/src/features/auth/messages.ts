/*
 * Spec section 8 texts for change-password failures that @pragati/domain does not carry yet
 * (PASSWORD_MESSAGES has the validation and success texts). They belong in the domain package.
 */
export const CHANGE_PASSWORD_FAILED = 'Failed to change password.';
export const CHANGE_PASSWORD_ERROR = 'Error changing password.';
