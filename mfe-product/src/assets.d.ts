// Asset imports give the address webpack emitted the file at.
declare module '*.svg' {
  const url: string;
  export default url;
}

// Style sheets are injected by style-loader; importing one only runs it.
declare module '*.css';
