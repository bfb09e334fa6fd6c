import { contactConfig, describeContactMode } from './config';

/**
 * A bad contact configuration (a CF7 form id that is not a number, say) stops the server at startup with
 * a clear message, instead of failing visitors later. Next only logs a failing instrumentation hook and
 * keeps serving, hence the explicit exit. Otherwise the log says where messages will go.
 */
export function checkContactConfig(): void {
  try {
    console.info(describeContactMode(contactConfig()));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
