/**
 * The replay's analysis Worker: loaded as a module Worker, `@tafel/bots/analysis-worker` serves analyses of
 * records in it (progress, cancel, the analysis). A file of its own so a bundler sees
 * `new Worker(new URL('./analysis-worker.js', import.meta.url))` and bundles the analysis apart from the page.
 *
 * @module
 */
import '@tafel/bots/analysis-worker';
