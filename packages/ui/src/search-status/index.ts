export { OCR_INSTALL_COMMAND, SearchStatusPanel } from './search-status.tsx';
