// A worker_threads entry that serves the bots from their TypeScript sources (tests only): Node strips the types,
// and the hook resolves workspace packages to their sources and `.js` imports to the `.ts` files beside them.
import { registerHooks } from 'node:module';
import { parentPort } from 'node:worker_threads';

registerHooks({
  resolve(specifier, context, next) {
    const ctx = { ...context, conditions: [...context.conditions, '@tafel/source'] };
    try {
      return next(specifier, ctx);
    } catch (error) {
      if (specifier.startsWith('.') && specifier.endsWith('.js'))
        return next(`${specifier.slice(0, -3)}.ts`, ctx);
      throw error;
    }
  },
});

const { serve } = await import('../serve.ts');
serve(parentPort);
