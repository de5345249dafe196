/** What a Worker gets from importing a `.wasm` file: the compiled module (wrangler's `CompiledWasm` rule). */
declare module '*.wasm' {
  const module: import('@tafel/pyramid-wasm').WasmModule;
  export default module;
}
