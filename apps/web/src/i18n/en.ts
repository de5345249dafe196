/** The English texts of the tables. Every key here exists in every other language (`nl.ts`). @module */
export const en = {
  yourTurn: 'Your turn',
  seatTurn: '{name} to move',
  waitingFor: 'Waiting for {name}…',
  thinking: '{name} is thinking…',
  gameOver: 'Game over',
  winner: 'Winner: {names}',
  winners: 'Winners: {names}',
  you: 'You',
  bot: 'Bot {n}',
  hotseat: 'Player {n}',
  seat: 'Seat {n}',
  handOver: 'Hand the screen to {name}',
  handOverReady: 'I am {name}: show my cards',
  hint: 'Hint',
  hintIs: 'Hint: {move}',
  undo: 'Undo',
  newGame: 'New game',
  sameSeed: 'Same deal again',
  download: 'Download record',
  load: 'Load record',
  log: 'Moves',
  score: 'Score',
  scoreOverTime: 'Score over time',
  notYourTurn: 'It is not your turn.',
  notLegalNow: 'That move is not possible now.',
  loadFailed: 'That file holds no match record of this game: {reason}',
  options: 'Options',
} as const;

/** A text's key. */
export type TextKey = keyof typeof en;
