declare module 'async-exit-hook' {
  type Hook = (done?: () => void) => void;
  type AsyncExitHook = ((hook: Hook) => void) & { unhookEvent(event: string): void };
  const asyncExitHook: AsyncExitHook;
  export default asyncExitHook;
}
