/** The id of the agree button: WeChat wants it back with an 'agree' answer (open-type agreePrivacyAuthorization). */
export const PRIVACY_AGREE_BUTTON_ID = 'gr-privacy-agree'
