/** A legal text of the mini-program (user agreement, privacy policy): headed sections of paragraphs. */
export interface LegalDocument {
  title: string
  /** when the text last changed, as the reader's language writes dates */
  updated: string
  intro: string
  sections: { heading: string; paragraphs: string[] }[]
}

/** The two texts the mini-program's login asks consent to, in one language. */
export interface LegalTexts {
  userAgreement: LegalDocument
  privacyPolicy: LegalDocument
}
