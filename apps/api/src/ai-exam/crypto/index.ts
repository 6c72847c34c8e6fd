export { maskApiKey } from './mask.ts';
export { decryptSecret, encryptSecret, type SecretBoxOptions, SecretDecryptionError } from './secret-box.ts';
