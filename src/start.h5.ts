// An entry of its own, run after the libraries' and before the app's (config/index.ts): the app's
// start that needs no router (the start-up redirect, the stores, the session and notices requests)
// is a task of its own, and the router with the first page another. Together they were one task of
// ~20 ms of CPU on /concept, now ~10 each; a phone four times slower would have spent that task
// unable to answer a tap.
import { startApp } from './app-start'

startApp()

// An entry's exports are kept, and with them the import above.
export const started = true
