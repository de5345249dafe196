/**
 * An attribute a table cannot play with (`options` that are not JSON, a `bot-delay` that is no number, a
 * `game` the element does not play): a stable code for `tafel-error` and the sentence the table shows, already
 * in the table's language.
 *
 * @module
 */

/** See the module comment. */
export class AttributeProblem extends Error {
  override readonly name = 'AttributeProblem';
  readonly code: string;

  /**
   * @example
   * ```ts
   * throw new AttributeProblem('invalid-bot-delay', this.t('invalidBotDelay', { attribute: 'soon' }));
   * ```
   */
  constructor(code: string, message: string) {
    super(message);
    this.code = code;
  }
}
