import { Store } from '@tanstack/store';

/** The seller asked to log out of a sale that holds money: the question is on screen. */
export const logoutQuestion = new Store(false);

export const askLogout = (): void => logoutQuestion.setState(() => true);
