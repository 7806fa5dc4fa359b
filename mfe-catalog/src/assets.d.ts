// Style sheets are injected by style-loader; importing one only runs it.
declare module '*.css';
