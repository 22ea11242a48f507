//! `inventory`'s interface, collecting nothing.
//!
//! Its one user in the game's tree is `bevy_reflect`, whose derive submits every reflected
//! type's registration function (with its serialisation and reflection code) at link time,
//! so that an app can build a full type registry without naming the types. The game never
//! reads the registry: no scenes, no inspector, no reflected serialisation. But each
//! submission is a constructor the linker must keep, and with it everything the
//! registration reaches, in every build, whatever Bevy's features say (bevy_reflect's
//! default features turn it on, and Bevy's own crates ask for those).
//!
//! Here `submit!` keeps nothing and `iter` yields nothing, so the linker drops the
//! registrations as unused code. Types that Bevy registers by hand still are.
#![no_std]

/// A type whose values could be submitted.
pub trait Collect: Sync + Sized + 'static {}

/// Declares a type collectable; there is no registry to declare.
#[macro_export]
macro_rules! collect {
    ($ty:ty) => {
        impl $crate::Collect for $ty {}
    };
}

/// Would enter a value into its type's registry: keeps nothing.
#[macro_export]
macro_rules! submit {
    ($($value:tt)*) => {};
}

// `inventory::iter::<T>` is a value as well as a type, as in the real crate: an enum with
// a unit variant of the same name, brought into scope beside it.
#[allow(non_camel_case_types)]
pub type iter<T> = private::iter<T>;

mod private {
    /// Uninhabited, so `__Phantom` can never be built.
    pub enum Never {}

    #[allow(non_camel_case_types)]
    pub enum iter<T> {
        __Phantom(core::marker::PhantomData<T>, Never),
        iter,
    }

    #[doc(hidden)]
    pub use crate::value::*;
}

mod value {
    #[doc(hidden)]
    pub use crate::private::iter::iter;
}

#[doc(hidden)]
pub use crate::private::*;

impl<T: Collect> IntoIterator for iter<T> {
    type Item = &'static T;
    type IntoIter = core::iter::Empty<&'static T>;

    fn into_iter(self) -> Self::IntoIter {
        core::iter::empty()
    }
}
