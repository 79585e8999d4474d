/**
 * The version of the consent texts (messages `forms.consent.*`) that a visitor agreed to. Stored with
 * every contact request and subscriber; bump it whenever the wording of those texts changes.
 */
export const CONSENT_VERSION = '2026-11-22'
