import type { FormState } from '../forms/formState'

/**
 * The registration form's state: the shared form state, plus what the server learnt about the
 * event's seats when the visitor posted (the form then turns into the capacity message, or goes).
 */
export type RegistrationFormState = FormState & { availability?: 'full' | 'closed' }
