// Style sheets are injected by the app's style-loader; importing one only runs it.
declare module '*.css';
