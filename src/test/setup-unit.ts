import { onlineManager } from '@tanstack/react-query';
import { afterEach } from 'vitest';
import { leaveThePage, startAsFirstLoad } from './firstStart.ts';

/**
 * The unit project shares its workers' modules between files (docs/TESTING.md "Speed"): each file
 * starts as a first start of the app (`startAsFirstLoad`), with the network up and no payment
 * engine or machine answer left from another file. This runs before each file's own code.
 */
onlineManager.setOnline(true);
startAsFirstLoad();
leaveThePage();

afterEach(leaveThePage);
