// server/class-billing's public face (issue 30): what other features may use.
export { classMoney, type ClassMoney, type PackMoney } from './money';
