// Every MikroORM entity, listed explicitly so that discovery works the same in the build, in tests and
// in the migration tool.
import { AdminAccount } from './admin-account/admin-account.entity.js';
import { Customer } from './customer/customer.entity.js';
import { Role } from './role/role.entity.js';
import { Setting } from './settings/setting.entity.js';
import { AppSecret, RevokedToken, Throttle } from './system/system.entities.js';

export const entities = [Role, AdminAccount, Customer, Setting, AppSecret, RevokedToken, Throttle];
