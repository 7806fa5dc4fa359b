/** Injection token of the service's validated configuration (provided by CoreModule). Its own file: guards bound by decorators import it without loading CoreModule. */
export const SERVICE_CONFIG = Symbol('SERVICE_CONFIG');
