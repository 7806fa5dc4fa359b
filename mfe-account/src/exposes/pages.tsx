// The screens of mfe-account (/account and /welcome), each in its own chunk (see routes.ts).
// Pages render inside the shell's store and router; they never create a Provider.
export { AccountPage } from './pages/account-page';
export { WelcomePage } from './pages/welcome-page';
