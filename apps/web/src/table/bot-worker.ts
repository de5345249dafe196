/** The bots' Worker: `@tafel/bots/worker` answers the table's requests as soon as it loads in a Worker. @module */
import '@tafel/bots/worker';
