/// The screens of this target are checked when it builds.
public enum BadScreens {}
